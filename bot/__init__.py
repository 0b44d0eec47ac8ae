"""Rokumon's host around the engine, in rooms (docs/architecture.md "bot/ in rooms"):

- ``adapter``: the Discord adapter (discord.py client, commands, buttons, match host);
- ``service``: the match service (challenges, matches, actions, card library) over the store;
- ``store``: where matches, decks and settings are kept (SQLite, PostgreSQL);
- ``presentation``: words and pictures around a match, for any game;
- ``players``: chance and the built-in players any game uses;
- ``tools``: the ``rokumon`` command line, the console, self-play, benchmarks, scenarios;
- ``games``: the registry each game plugs its package (``bot/<id>/``) into.

They reach the engine only through its one door (``legal_actions``/``apply``) and its
per-viewer views.
"""
