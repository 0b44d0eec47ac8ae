"""Engine throughput: applied actions per second in self-play (target ≥ 2,000 on one core).

Run: ``python bench/bench_engine.py [seconds] [ruleset]`` or ``rokumon bench engine``.
"""

import sys

from bot.tools.bench import engine_bench

if __name__ == "__main__":
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    print(engine_bench(sys.argv[2] if len(sys.argv) > 2 else "mc20th", seconds))
