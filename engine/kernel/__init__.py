"""The kernel: what every game shares and no game owns (docs/architecture.md, once written).

It knows no ruleset: board geometry today; seats, zones, chance, errors, events and the
apply loop are moving here from the engine's top level.
"""
