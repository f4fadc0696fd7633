#!/usr/bin/env python3
"""repl-test.py FPY: fpy's interactive prompt through a pseudo-terminal.

Starts FPY with no arguments on a pty (so stdin is a terminal and the REPL
starts, with libedit reading the lines), types lines and waits, with a
timeout for each step, for what CPython's prompt would show.  Prints
"ok N - what" / "not ok N - what"; exit 1 on any failure.
"""
import os
import pty
import select
import signal
import sys
import time

FPY = os.path.realpath(sys.argv[1])
STEP_TIMEOUT = 20.0


class Repl:
    def __init__(self, argv):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.environ['TERM'] = 'dumb'
            os.execv(argv[0], argv)
        self.seen = b''

    def expect(self, text, timeout=STEP_TIMEOUT):
        """Wait until `text` (bytes) appears after what was consumed; consume
        up to its end.  True if it came in time."""
        end = time.monotonic() + timeout
        while True:
            i = self.seen.find(text)
            if i >= 0:
                self.seen = self.seen[i + len(text):]
                return True
            left = end - time.monotonic()
            if left <= 0:
                return False
            r, _, _ = select.select([self.fd], [], [], left)
            if r:
                try:
                    data = os.read(self.fd, 4096)
                except OSError:
                    data = b''
                if not data:
                    return self.seen.find(text) >= 0
                self.seen += data

    def send(self, text):
        os.write(self.fd, text)

    def wait_exit(self, timeout=STEP_TIMEOUT):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return os.waitstatus_to_exitcode(status)
            try:
                r, _, _ = select.select([self.fd], [], [], 0.1)
                if r:
                    os.read(self.fd, 4096)
            except OSError:
                time.sleep(0.05)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        return None


n = 0
fails = 0


def check(what, ok, s=None):
    global n, fails
    n += 1
    if ok:
        print('ok %d - %s' % (n, what))
    else:
        fails += 1
        print('not ok %d - %s' % (n, what))
        if s is not None:
            print('  unconsumed output: %r' % s.seen[-300:])


s = Repl([FPY])
check('banner names fpy', s.expect(b'fpy '), s)
check('first prompt', s.expect(b'>>> '), s)
s.send(b'1+2\r')
check('an expression echoes its repr', s.expect(b'3\r\n>>> '), s)
s.send(b'_ * 10\r')
check('_ holds the last value', s.expect(b'30\r\n>>> '), s)
s.send(b'None\r')
s.send(b'"a" * 3\r')
check('None is not shown; a str shows its repr', s.expect(b"'aaa'\r\n>>> "), s)
s.send(b'x = [1, 2]\r')
s.send(b'x\r')
check('an assignment shows nothing, a name shows its value', s.expect(b'[1, 2]\r\n>>> '), s)
s.send(b'1/0\r')
check('an error prints its traceback', s.expect(b'ZeroDivisionError: division by zero'), s)
check('the prompt comes back after an error', s.expect(b'>>> '), s)
s.send(b'1 +\r')
check('a syntax error is shown', s.expect(b'SyntaxError: invalid syntax'), s)
check('the prompt comes back after a syntax error', s.expect(b'>>> '), s)
s.send(b'def f():\r')
check('a compound statement asks for more', s.expect(b'... '), s)
s.send(b'    return 5\r')
check('more lines until an empty one', s.expect(b'... '), s)
s.send(b'\r')
check('an empty line ends the block', s.expect(b'>>> '), s)
s.send(b'f() + 1\r')
check('the function defined by the block works', s.expect(b'6\r\n>>> '), s)
s.send(b'(1,\r')
check('an open bracket asks for more', s.expect(b'... '), s)
s.send(b'2)\r')
check('the closing bracket runs it', s.expect(b'(1, 2)\r\n>>> '), s)
s.send(b'for i in range(2): i\r\r')
check('values inside a loop are shown', s.expect(b'0\r\n1\r\n>>> '), s)
s.send(b'print("hi")\r')
check('print writes to the terminal', s.expect(b'hi\r\n>>> '), s)
s.send(b'unfinished = (')
time.sleep(0.3)
s.send(b'\x03')
check('Ctrl-C cancels the line', s.expect(b'KeyboardInterrupt'), s)
check('the prompt comes back after Ctrl-C', s.expect(b'>>> '), s)
s.send(b'if True:\r')
s.expect(b'... ')
s.send(b'\x03')
check('Ctrl-C cancels a block', s.expect(b'KeyboardInterrupt'), s)
check('a fresh prompt after the cancelled block', s.expect(b'>>> '), s)
s.send(b'"unfinished" in dir()\r')
check('the cancelled line did not run', s.expect(b'False\r\n>>> '), s)
s.send(b'import time; time.sleep(30)\r')
time.sleep(0.5)
s.send(b'\x03')
check('Ctrl-C interrupts running code', s.expect(b'KeyboardInterrupt'), s)
check('the prompt comes back after the interrupted code', s.expect(b'>>> '), s)
s.send(b'2**10\r')
check('the prompt goes on', s.expect(b'1024\r\n>>> '), s)
s.send(b'\x04')
check('Ctrl-D exits with status 0', s.wait_exit() == 0)

s = Repl([FPY])
s.expect(b'>>> ')
s.send(b'import sys; sys.exit(3)\r')
check('sys.exit ends the prompt with its status', s.wait_exit() == 3)

# -i: the script's names are there at the prompt
path = '/tmp/fpy-repl-test-%d.py' % os.getpid()
with open(path, 'w') as f:
    f.write('answer = 42\n')
try:
    s = Repl([FPY, '-i', path])
    check('-i: prompt after the script', s.expect(b'>>> '), s)
    s.send(b'answer\r')
    check("-i: the script's globals", s.expect(b'42\r\n>>> '), s)
    s.send(b'\x04')
    check('-i: Ctrl-D exits with status 0', s.wait_exit() == 0)
finally:
    os.unlink(path)

print('1..%d' % n)
sys.exit(1 if fails else 0)
