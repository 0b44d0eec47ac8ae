"""The Monster Collection family layer that mc20th and Deus share (docs/architecture.md):
its vocabulary of actions today; the effect language, the counter chain, declaration and
resolution, triggers, damage and formations as they move here from engine/mc20th.
"""
