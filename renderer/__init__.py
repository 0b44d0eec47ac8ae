"""Pictures of a match drawn from engine views only: text for the terminal (text.py, log.py).

The renderer never sees a raw state, so it cannot draw a hidden card (DESIGN.md layers).
"""
