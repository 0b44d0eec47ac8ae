"""The command line and what it runs offline: ``rokumon`` (cli), the console match, self-play,
benchmarks, recorded-game digests, the card check and the scenario runner.
"""
