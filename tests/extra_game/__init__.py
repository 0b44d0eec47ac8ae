"""A small original game no package of the project knows, plugged into every layer's registry
at test time (docs/architecture.md "Registries"): kings and far-moving pieces on a 4x5 board.
Its engine ruleset (rules.py), its deck rules and card set (cards.py), its picture layout
(picture.py) and its bot game (game.py) are each written against the shared parts only;
plug.py registers them all for the length of a ``with`` block.
"""
