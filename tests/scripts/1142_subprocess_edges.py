# subprocess: timeouts and their messages, error objects' text, kill/terminate
# return codes, cwd/env, stdin bytes/text, bad executables and bad arguments.
import os
import signal
import subprocess
import sys

PY = sys.executable


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


# communicate with input and a timeout that expires, then finish
p = subprocess.Popen([PY, "-c", "import sys, time; d = sys.stdin.read(); time.sleep(3); print(len(d))"],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
try:
    p.communicate(b"hello" * 10, timeout=0.2)
except subprocess.TimeoutExpired as e:
    print("expired", type(e).__mro__[1].__name__, e.timeout, str(e).endswith("timed out after 0.2 seconds"))
    print("expired cmd", e.cmd[0] == PY, e.cmd[1:2])
p.kill()
out, err = p.communicate()
print("after kill", out, err, p.returncode == -signal.SIGKILL)

# run with timeout
try:
    subprocess.run([PY, "-c", "import time; time.sleep(5)"], timeout=0.2)
except subprocess.TimeoutExpired as e:
    print("run expired", e.output, e.stdout, e.stderr)

# check_output with text and stderr merged
out = subprocess.check_output([PY, "-c", "import sys; print('o'); sys.stdout.flush(); print('e', file=sys.stderr)"],
                              text=True, stderr=subprocess.STDOUT)
print("merged", repr(out))
out = subprocess.check_output([PY, "-c", "print(input().upper())"], input="abc\n", text=True)
print("text input", repr(out))
out = subprocess.check_output([PY, "-c", "import os; os.write(1, os.read(0, 100)[::-1])"],
                              input=b"\x00\x01\x02")
print("bytes input", out)

# error objects
try:
    subprocess.check_call([PY, "-c", "raise SystemExit(3)"])
except subprocess.CalledProcessError as e:
    print("check_call", e.returncode, str(e).endswith("returned non-zero exit status 3."), e.output)
try:
    subprocess.check_output([PY, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGTERM)"])
except subprocess.CalledProcessError as e:
    print("signal", e.returncode, str(e).endswith("died with <Signals.SIGTERM: 15>."))
try:
    subprocess.run([PY, "-c", "import sys; print('out'); print('err', file=sys.stderr); sys.exit(2)"],
                   capture_output=True, check=True)
except subprocess.CalledProcessError as e:
    print("run check", e.returncode, e.stdout, e.stderr, e.output is e.stdout)
e = subprocess.CalledProcessError(1, "cmd", b"o", b"e")
print("cpe str", str(e), repr(e))
e = subprocess.CalledProcessError(-9, ["a", "b"])
print("cpe neg", str(e))
e = subprocess.CalledProcessError(-1000, "x")
print("cpe unknown signal", str(e))
e = subprocess.TimeoutExpired("sleep", 1.5, output=b"partial")
print("te", str(e), repr(e), e.stdout)
cp = subprocess.CompletedProcess(["a"], 0, "x", None)
print("cp repr", repr(cp))
cp.check_returncode()
attempt("cp check", lambda: subprocess.CompletedProcess("z", 4).check_returncode())
attempt("capture and stdout", lambda: subprocess.run([PY, "-c", "1"], capture_output=True, stdout=subprocess.PIPE))
attempt("input and stdin", lambda: subprocess.run([PY, "-c", "1"], input=b"", stdin=subprocess.PIPE))
attempt("check_output stdout", lambda: subprocess.check_output([PY, "-c", "1"], stdout=subprocess.PIPE))

# getoutput / getstatusoutput
print("getoutput", repr(subprocess.getoutput("echo one; echo two")))
print("getstatusoutput", subprocess.getstatusoutput("echo fail >&2; exit 5"))
print("getstatusoutput ok", subprocess.getstatusoutput("printf 'x\\n\\n'"))

# Popen as a context manager, terminate, poll, wait
with subprocess.Popen([PY, "-c", "import time; time.sleep(10)"], stdout=subprocess.PIPE) as p:
    print("poll running", p.poll())
    p.terminate()
    print("wait", p.wait(timeout=10) == -signal.SIGTERM)
print("closed stdout", p.stdout.closed, p.returncode == -signal.SIGTERM)
print("poll again", p.poll() == -signal.SIGTERM)
p.kill()  # no-op on a reaped process
p.terminate()
print("kill after exit ok")
p = subprocess.Popen([PY, "-c", "import time; time.sleep(10)"], stderr=subprocess.DEVNULL)
try:
    p.wait(timeout=0.1)
except subprocess.TimeoutExpired as e:
    print("wait expired", e.timeout)
p.send_signal(signal.SIGINT)
print("sigint", p.wait() in (1, -signal.SIGINT))

# cwd and env
here = os.path.dirname(os.path.abspath(__file__))
out = subprocess.run([PY, "-c", "import os; print(os.path.basename(os.getcwd()))"], cwd=here,
                     stdout=subprocess.PIPE, text=True).stdout
print("cwd", out.strip())
env = {"FPY_TEST_VAR": "v1", "PATH": os.environ.get("PATH", "")}
out = subprocess.run(["/bin/sh", "-c", "echo $FPY_TEST_VAR; echo ${HOME:-nohome}"], env=env,
                     stdout=subprocess.PIPE, text=True).stdout
print("env", out.split())
r = subprocess.run([PY, "-c", "import sys; print(sys.stdin.read() == '')"], stdin=subprocess.DEVNULL,
                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
print("devnull", r.stdout, r.stderr)

# bad executables and cwd
attempt("missing exe", lambda: subprocess.run(["/nonexistent/prog-xyz"]))
try:
    subprocess.Popen(["no-such-program-fpy-xyz"])
except FileNotFoundError as e:
    print("path lookup", e.errno, e.strerror, e.filename)
try:
    subprocess.run(["/bin/true"], cwd="/nonexistent-dir-xyz")
except FileNotFoundError as e:
    print("bad cwd", e.errno, e.filename)
try:
    subprocess.run([here])
except PermissionError as e:
    print("directory exe", e.errno)
attempt("empty args", lambda: subprocess.run([]))
attempt("bad arg type", lambda: subprocess.run([PY, 3]))
try:
    subprocess.call([PY, "-c", "import time; time.sleep(5)"], timeout=0.1)
except subprocess.TimeoutExpired as e:
    print("call timeout", e.timeout, str(e).startswith("Command '["))
print("call rc", subprocess.call([PY, "-c", "import sys; sys.exit(7)"]))
print("shell rc", subprocess.call("exit 4", shell=True))
