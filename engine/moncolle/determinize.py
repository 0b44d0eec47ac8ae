"""What a Monster Collection state's shape ties to hidden faces (issue 24): a declaration
being put together names its source and the cards discarded to pay [12-5], and its target
groups are that source's ability's. Its maker is the one deciding then, and the other seat
never searches while it does, so those cards keep their faces when a state is dealt again.
"""

from __future__ import annotations

from engine.moncolle.state import FamilyState


def being_declared(state: FamilyState) -> set[int]:
    declaring = state.declaring
    if declaring is None:
        return set()
    return {declaring.source, *declaring.discards}
