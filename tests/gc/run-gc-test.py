#!/usr/bin/env python3
"""Run one collector test (tests/gc/X.py) against an fpy binary.

    run-gc-test.py FPY_BINARY TEST_PY [--no-rss-limit]

Passes when the program's stdout equals X.out (made by CPython through
tests/tools/regen.sh) and exits 0, and -- unless --no-rss-limit (sanitizer
builds, whose shadow memory dwarfs the heap) -- its peak resident set size
(the child's ru_maxrss, i.e. VmHWM) stays under the limit the test states
in a line `# max-rss-mib: N`.  Such memory tests run without FPY_GC_STRESS.
The test is run from the repository root.
"""
import os
import re
import resource
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    fpy = os.path.realpath(sys.argv[1])
    test = os.path.realpath(sys.argv[2])
    limit_rss = '--no-rss-limit' not in sys.argv[3:]
    root = os.path.realpath(os.path.join(os.path.dirname(__file__), '..', '..'))
    rel = os.path.relpath(test, root)
    base = test[:-3]
    if not os.path.isfile(base + '.out'):
        print(f'ERROR: missing {rel[:-3]}.out; run tests/tools/regen.sh {rel}')
        return 2
    with open(base + '.out') as f:
        expected = f.read()
    with open(test) as f:
        m = re.search(r'^# max-rss-mib: (\d+)', f.read(), re.M)
    limit = int(m.group(1)) if m else None
    timeout = int(os.environ.get('FPY_TIMEOUT', '300'))
    env = dict(os.environ)
    if limit is not None:
        # A memory test measures the automatic trigger; FPY_GC_STRESS (a
        # collection every N allocations) would only make it slow.
        env.pop('FPY_GC_STRESS', None)
    try:
        p = subprocess.run([fpy, rel], cwd=root, stdin=subprocess.DEVNULL, capture_output=True,
                           text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        print(f'FAIL: {rel} ran past {timeout} s')
        return 1
    peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    ok = True
    if p.returncode != 0:
        print(f'FAIL: exit status {p.returncode}; stderr:\n{p.stderr[-2000:]}')
        ok = False
    if p.stdout != expected:
        print(f'FAIL: stdout differs\n--- expected\n{expected}--- got\n{p.stdout}')
        ok = False
    print(f'{rel}: peak RSS {peak_mib:.1f} MiB' + (f' (limit {limit} MiB)' if limit else ''))
    if limit is not None and limit_rss and peak_mib >= limit:
        print(f'FAIL: peak RSS {peak_mib:.1f} MiB >= {limit} MiB')
        ok = False
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
