"""The picture pieces the Monster Collection family's games share, drawn from views only:
words and names (names.py), the landscape board's unit tiles and their packing (tiles.py),
the battle picture (formation.py and its words), the private hand picture (hand.py) and the
console's shared text (text.py). Each game's layout package (renderer/mc20th, renderer/deus)
adds its own board, words and rules on top.
"""
