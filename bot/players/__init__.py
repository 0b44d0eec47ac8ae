"""The built-in players any game uses: chance (dice and shuffles), the random player, the greedy
machinery; each game's smarter player lives in its own package (``bot.games``).
"""
