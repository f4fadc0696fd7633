# os.waitpid and the wait-status macros, os.kill of a child,
# get/set_inheritable, get/set_blocking
import os
import signal
import subprocess

p = subprocess.Popen(['sh', '-c', 'exit 7'])
pid, status = os.waitpid(p.pid, 0)
print(pid == p.pid, os.WIFEXITED(status), os.WEXITSTATUS(status), os.WIFSIGNALED(status),
      os.WIFSTOPPED(status), os.waitstatus_to_exitcode(status))

p = subprocess.Popen(['sleep', '30'])
print(os.waitpid(p.pid, os.WNOHANG))
os.kill(p.pid, signal.SIGKILL)
pid, status = os.waitpid(p.pid, 0)
print(os.WIFEXITED(status), os.WIFSIGNALED(status), os.WTERMSIG(status), os.waitstatus_to_exitcode(status))

try:
    os.waitpid(p.pid, 0)
except ChildProcessError as e:
    print(type(e).__name__, e)
try:
    os.kill(p.pid, 0)
except ProcessLookupError as e:
    print(type(e).__name__, e)
try:
    os.waitstatus_to_exitcode(0x137f)
except ValueError as e:
    print(e)
print(os.WEXITSTATUS(status=0x300), os.WNOHANG, os.WUNTRACED)

r, w = os.pipe()
print(os.get_inheritable(r), os.get_blocking(r))
os.set_inheritable(r, True)
os.set_blocking(r, False)
print(os.get_inheritable(r), os.get_blocking(r))
try:
    os.read(r, 1)
except BlockingIOError as e:
    print(type(e).__name__, e.errno)
os.set_inheritable(r, False)
os.set_blocking(r, True)
print(os.get_inheritable(r), os.get_blocking(r))
os.close(r)
os.close(w)
try:
    os.get_inheritable(r)
except OSError as e:
    print(e)
