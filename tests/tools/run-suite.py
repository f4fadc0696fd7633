#!/usr/bin/env python3
"""Run every test of one suite, found by looking in its folder, and report in TAP.

    tests/tools/run-suite.py [options] SUITE FPY_BINARY [FILTER...]

SUITE is one of the suites below; a test is a file in the suite's folder, so
dropping in a new file (and its expected output) is all it takes to add one:

    scripts   tests/scripts/*.py         tests/tools/run-script-test.sh FPY FILE
    errors    tests/errors/*.py          tests/tools/run-script-test.sh FPY FILE
    threads   tests/threads/*.py         tests/tools/run-script-test.sh FPY FILE
    stress    tests/stress/*.py          tests/tools/run-script-test.sh FPY FILE
    gc        tests/gc/[0-9]*.py         tests/gc/run-gc-test.py FPY FILE
    examples  tests/examples/*.args      tests/examples/run-example.sh FPY NAME
    bench     tests/bench/expected/*.out tests/bench/check-workload.sh FPY NAME

The test's name is the file name without its extension (042_op_is_in).  The
tests run in parallel, each through the one-test runner named above, from the
repository root.  Standard output is TAP (meson's `protocol: 'tap'`): a plan,
then one `ok N - NAME` or `not ok N - NAME` line per test as it finishes.  A
failing test's output (its diff) goes to standard error, with the command that
reruns it alone, and a summary of the failures closes the run.

FILTERs (and the words of the environment variable FPY_TESTS) select tests:
a name (042_op_is_in), a prefix (042, 04), a glob (*_dict_*), or a path
(tests/scripts/042_op_is_in.py) or SUITE/NAME (scripts/042*); the last two
only select in their own suite.  When filters are given and none matches in
this suite, the suite reports "1..0 # SKIP".

Options:
  -j N, --jobs N     tests run at once (default: FPY_TEST_JOBS, else
                     MESON_TESTTHREADS, else the number of CPUs available)
  --skip NAME=WHY    report NAME as skipped (WHY) instead of running it
  --extra=ARG        append ARG to every test's command line (the script
                     runner passes it on to the program: --extra=scale=0.1)
  --timeout S        seconds one test's fpy process may run (passed on to the
                     one-test runner as FPY_TIMEOUT; default: the suite's
                     own limit, 30 s for stress, else the runner's);
                     FPY_TIMEOUT in the environment wins
  --harness          exit 0 even when tests fail (the "not ok" lines say so),
                     as meson's TAP protocol expects; without it the exit
                     status is 1 when any test failed
  -l, --list         print the selected test names and exit

Exit status 2: bad usage, or no test found in the suite's folder.
Environment: FPY_TIMEOUT is passed on to the one-test runners (their limit on
the fpy process); a test still running at max(LIMIT, that limit) + 60 s
(LIMIT: 120 s, gc 300 s, examples 180 s) is killed and fails.
"""
import argparse
import concurrent.futures
import fnmatch
import glob
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.realpath(__file__)), '..', '..'))

# suite: (glob relative to ROOT, command before the test ({path} or {name}), limit in s)
SUITES = {
    'scripts': ('tests/scripts/*.py', ['tests/tools/run-script-test.sh', '{fpy}', '{path}'], 120),
    'errors': ('tests/errors/*.py', ['tests/tools/run-script-test.sh', '{fpy}', '{path}'], 120),
    'threads': ('tests/threads/*.py', ['tests/tools/run-script-test.sh', '{fpy}', '{path}'], 120),
    'stress': ('tests/stress/*.py', ['tests/tools/run-script-test.sh', '{fpy}', '{path}'], 120),
    'gc': ('tests/gc/[0-9]*.py', ['tests/gc/run-gc-test.py', '{fpy}', '{path}'], 300),
    'examples': ('tests/examples/*.args', ['tests/examples/run-example.sh', '{fpy}', '{name}'], 180),
    'bench': ('tests/bench/expected/*.out', ['tests/bench/check-workload.sh', '{fpy}', '{name}'], 120),
}

# suite: the limit on one test's fpy process (FPY_TIMEOUT for the one-test
# runner) when neither FPY_TIMEOUT nor --timeout sets it.  A stress test runs
# a few seconds in the release build, so a hang shows within 30 s; the
# sanitizer builds give more with --timeout (tests/stress/meson.build).
FILE_LIMITS = {'stress': 30}


def default_jobs():
    for var in ('FPY_TEST_JOBS', 'MESON_TESTTHREADS'):
        v = os.environ.get(var, '')
        if v.isdigit() and int(v) > 0:
            return int(v)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return os.cpu_count() or 1


def parse_filter(f):
    """(suite or None, name pattern) for one FILTER."""
    if '/' not in f:
        return None, f
    folder, _, name = f.rpartition('/')
    for ext in ('.py', '.args', '.out', '.err'):
        if name.endswith(ext):
            name = name[:-len(ext)]
            break
    parts = [p for p in folder.split('/') if p]
    suites = [p for p in parts if p in SUITES]
    return (suites[-1] if suites else parts[-1] if parts else None), name


def selected(suite, name, filters):
    if not filters:
        return True
    for fsuite, pat in filters:
        if fsuite is not None and fsuite != suite:
            continue
        if any(c in pat for c in '*?['):
            if fnmatch.fnmatchcase(name, pat):
                return True
        elif name.startswith(pat):
            return True
    return False


def kill_session(sid):
    """SIGKILL every process of session sid (the test and what it started;
    `timeout` moves its child into a process group of its own)."""
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            with open(f'/proc/{pid}/stat') as f:
                fields = f.read().rsplit(')', 1)[1].split()
            if int(fields[3]) == sid:
                os.kill(int(pid), signal.SIGKILL)
        except (OSError, IndexError, ValueError):
            pass


def run_one(cmd, limit, env=None):
    """Run cmd from ROOT; return (exit status or None on time-out, output)."""
    with tempfile.TemporaryFile() as out:
        try:
            p = subprocess.Popen(cmd, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=out,
                                 stderr=subprocess.STDOUT, start_new_session=True, env=env)
        except OSError as e:
            return 126, f'cannot run {cmd[0]}: {e}\n'
        try:
            rc = p.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            kill_session(p.pid)
            p.wait()
            rc = None
        out.seek(0)
        return rc, out.read().decode('utf-8', 'replace')


def rerun(cmd):
    return f'(cd {shlex.quote(ROOT)} && {shlex.join(cmd)})'


def main():
    if any(w in ('-h', '--help') for w in sys.argv[1:]):
        print(__doc__.strip())
        return 0
    ap = argparse.ArgumentParser(prog='run-suite.py', add_help=False,
                                 usage='%(prog)s [options] SUITE FPY_BINARY [FILTER...] (-h: help)')
    ap.add_argument('suite', choices=sorted(SUITES))
    ap.add_argument('fpy')
    ap.add_argument('filters', nargs='*')
    ap.add_argument('-j', '--jobs', type=int, default=0)
    ap.add_argument('--skip', action='append', default=[])
    ap.add_argument('--extra', action='append', default=[])
    ap.add_argument('--harness', action='store_true')
    ap.add_argument('--timeout', type=int, default=0)
    ap.add_argument('-l', '--list', action='store_true')
    a = ap.parse_args()

    pattern, template, limit = SUITES[a.suite]
    env = None
    if os.environ.get('FPY_TIMEOUT', '').isdigit():
        limit = max(limit, int(os.environ['FPY_TIMEOUT']))
    elif a.timeout > 0 or a.suite in FILE_LIMITS:
        file_limit = a.timeout if a.timeout > 0 else FILE_LIMITS[a.suite]
        env = dict(os.environ, FPY_TIMEOUT=str(file_limit))
        limit = max(limit, file_limit)
    limit += 60
    fpy = a.fpy if '/' not in a.fpy else os.path.realpath(a.fpy)
    ext = pattern.rsplit('*', 1)[1]
    files = sorted(glob.glob(os.path.join(ROOT, pattern)))
    if not files:
        print(f'Bail out! no test found: {pattern}')
        return 2
    words = a.filters + os.environ.get('FPY_TESTS', '').replace(',', ' ').split()
    filters = [parse_filter(w) for w in words]
    tests = []
    for path in files:
        name = os.path.basename(path)[:-len(ext)]
        if selected(a.suite, name, filters):
            tests.append((name, os.path.relpath(path, ROOT)))
    if a.list:
        for name, _ in tests:
            print(name)
        return 0
    if not tests:
        print(f'1..0 # SKIP no {a.suite} test matches {" ".join(words)}')
        return 0
    skips = dict(s.split('=', 1) if '=' in s else (s, 'skipped') for s in a.skip)
    jobs = a.jobs or default_jobs()

    lock = threading.Lock()
    counter = [0]
    failed = []
    start = time.monotonic()

    def report(name, ok, directive=''):
        # Called with lock held.
        counter[0] += 1
        print(f'{"ok" if ok else "not ok"} {counter[0]} - {name}{directive}', flush=True)

    def job(name, rel):
        if name in skips:
            with lock:
                report(name, True, f' # SKIP {skips[name]}')
            return
        cmd = [w.format(fpy=fpy, path=rel, name=name) for w in template] + a.extra
        t0 = time.monotonic()
        rc, output = run_one(cmd, limit, env)
        secs = time.monotonic() - t0
        with lock:
            if rc == 0:
                report(name, True)
                return
            failed.append((name, cmd))
            why = (f'killed after {limit} s' if rc is None else
                   'could not be set up (exit status 2)' if rc == 2 else f'exit status {rc}')
            report(name, False)
            sys.stderr.write(f'\n=== FAIL {a.suite}/{name} ({rel}): {why}, {secs:.2f} s\n'
                             f'{output}{"" if output.endswith(chr(10)) or not output else chr(10)}'
                             f'rerun: {rerun(cmd)}\n')
            sys.stderr.flush()

    print(f'1..{len(tests)}', flush=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for f in [pool.submit(job, name, rel) for name, rel in tests]:
            f.result()
    secs = time.monotonic() - start
    skipped = sum(1 for name, _ in tests if name in skips)
    print(f'# {a.suite}: {len(tests) - len(failed) - skipped} passed, {len(failed)} failed,'
          f' {skipped} skipped ({jobs} at a time, {secs:.1f} s)', flush=True)
    if failed:
        sys.stderr.write(f'\n{a.suite}: {len(failed)} of {len(tests)} failed: '
                         + ' '.join(n for n, _ in failed) + '\n')
        for name, cmd in failed[:5]:
            sys.stderr.write(f'  rerun: {rerun(cmd)}\n')
        sys.stderr.flush()
        return 0 if a.harness else 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
