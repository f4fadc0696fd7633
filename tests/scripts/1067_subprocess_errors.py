# subprocess errors: a missing program, a missing cwd, CalledProcessError
# and TimeoutExpired messages, bad arguments
import os
import subprocess
import sys

def show(f, *a, **k):
    try:
        r = f(*a, **k)
        print('ok', repr(r))
    except Exception as e:
        print(type(e).__name__ + ':', e)
        return e

e = show(subprocess.run, ['nonexistent'])
print(e.errno, e.filename, isinstance(e, OSError))
show(subprocess.run, 'nonexistent-program-xyz')
show(subprocess.Popen, ['/nonexistent/dir/prog', 'arg'])
show(subprocess.call, ['nonexistent', '-x'])
show(subprocess.check_output, ['nonexistent'])
show(subprocess.run, ['ls'], cwd='/nonexistent')
show(subprocess.run, ['/etc/passwd'])
show(subprocess.run, ['/tmp'])
show(subprocess.run, ['sh', '-c', 'exit 0'], executable='no-such-shell')

# the shell reports a missing program itself: exit status 127
r = subprocess.run('nonexistent-xyz 2>/dev/null', shell=True)
print(r.returncode)

e = show(subprocess.check_call, ['sh', '-c', 'exit 3'])
print(e.returncode, e.cmd, e.output)
e = show(subprocess.check_output, 'echo some; exit 2', shell=True)
print(e.output, e.stdout)
show(subprocess.check_output, ['sh', '-c', 'kill -9 $$'])
show(subprocess.check_call, ['sh', '-c', 'kill -TERM $$'])
print(str(subprocess.CalledProcessError(-200, 'cmd')))
print(str(subprocess.CalledProcessError(1, ['a', 'b'], b'out', b'err')))

e = show(subprocess.run, ['sleep', '5'], timeout=0.2, capture_output=True)
print(e.cmd, e.timeout, e.output, e.stderr)
e = show(subprocess.run, 'echo early; sleep 5', shell=True, timeout=0.5, stdout=subprocess.PIPE)
print(e.stdout)
e = show(subprocess.check_output, ['sleep', '5'], timeout=0.2)
show(subprocess.call, ['sleep', '5'], timeout=0.2)
print(str(subprocess.TimeoutExpired('cmd', 1.5)), str(subprocess.TimeoutExpired(['a'], 2)))

# communicate after a timeout gets everything
p = subprocess.Popen(['sh', '-c', 'echo first; sleep 1; echo second'], stdout=subprocess.PIPE)
try:
    p.communicate(timeout=0.5)
except subprocess.TimeoutExpired as e:
    print('timeout, partial:', e.output)
print(p.communicate())
p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
try:
    p.communicate(b'x', timeout=5)
except subprocess.TimeoutExpired:
    pass
else:
    print('no timeout')
p.kill()
p.wait()

show(subprocess.check_output, ['true'], stdout=subprocess.PIPE)
show(subprocess.run, ['true'], input=b'', stdin=subprocess.DEVNULL)
show(subprocess.Popen, 5)
show(subprocess.Popen, ['echo', 5])
show(subprocess.Popen, ['true'], bufsize='x')
show(subprocess.Popen, ['true'], text=True, universal_newlines=False)
show(subprocess.run, ['true'], env={'A=B': 'c'})
show(subprocess.run, ['echo', 'a\0b'])
print(issubclass(subprocess.CalledProcessError, subprocess.SubprocessError),
      issubclass(subprocess.TimeoutExpired, subprocess.SubprocessError),
      issubclass(subprocess.SubprocessError, Exception))

# writing to a child that exited: no error from communicate
p = subprocess.Popen(['true'], stdin=subprocess.PIPE)
p.wait()
print(p.communicate(b'x' * 200000))
