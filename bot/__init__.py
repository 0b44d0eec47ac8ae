"""Rokumon's drivers: the command line (``rokumon``), the offline console, self-play,
the scenario runner and benchmarks. They reach the engine only through its one door.
"""
