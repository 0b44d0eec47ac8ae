"""The one way the bot makes a message's components: a view of dynamic items only.

Every button and select the bot sends is a ``DynamicItem`` registered once with the client
(``bot/adapter/client.py``), which dispatches a click by its custom id whatever message it sits on,
after a restart too, so no view object needs to outlive its sending. discord.py would still
track each view sent, and give a private one (every Act panel, every hand page) a 15-minute
expiry task: one more live task and one more view held for every panel opened, never
stopped when the panel is replaced (issue 21: 32 after 150 steps of one match). A view that
is already stopped is never tracked: its components go out, and nothing stays behind.
"""

from __future__ import annotations

import discord


def dynamic_view() -> discord.ui.View:
    """An empty view, stopped before it is sent so discord.py never tracks it."""
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


def chosen_values(interaction: discord.Interaction) -> list[str]:
    """The values a select's user chose, as text (none for any other interaction)."""
    data = interaction.data
    values = data.get("values", []) if isinstance(data, dict) else []
    return [str(v) for v in values] if isinstance(values, list) else []
