"""The Discord adapter: the discord.py client, its commands (cogs), buttons and selects, the
match host (board messages, hands by DM, acting), the lobby, turn notices, threads, results and
the idle watcher. The only room that imports discord.
"""
