"""The Monster Collection family layer that mc20th and Deus share (docs/architecture.md):
its vocabulary (actions, events, card kinds, the effect language), its match data, and its
rules: the counter chain, declaration and resolution, effects, triggers, continuous effects,
damage and formations, area limits. Where the games differ, each ruleset's ``Policy``
(policy.py) answers.
"""
