# subprocess.Popen: pipes both ways, file objects, wait/poll, signals,
# the context manager, stdout to a file or descriptor
import os
import signal
import subprocess
import sys

p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
print(type(p.pid).__name__, p.pid > 0, p.args, p.returncode, p.poll())
out, err = p.communicate(b'one\ntwo\n')
print(out, err, p.returncode, p.poll(), p.wait())
print(repr(p))
print(p.stdin.closed, p.stdout.closed, p.stderr)

# writing and reading the file objects directly
p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
p.stdin.write(b'first line\n')
p.stdin.flush()
print(p.stdout.readline())
p.stdin.write(b'second\n')
p.stdin.close()
print(p.stdout.read())
p.stdout.close()
print(p.wait())

# text mode
with subprocess.Popen(['sh', '-c', 'read x; echo "got $x"; echo warn >&2'], stdin=subprocess.PIPE,
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as p:
    print(p.communicate('value\n'), p.returncode)
    print(p.universal_newlines, p.text_mode)
with subprocess.Popen(['printf', 'a\\r\\nb\\rc'], stdout=subprocess.PIPE, universal_newlines=True) as p:
    print(repr(p.stdout.read()))

# only one pipe
p = subprocess.Popen(['echo', 'solo'], stdout=subprocess.PIPE)
print(p.communicate(), p.returncode)
p = subprocess.Popen(['sh', '-c', 'echo to-err >&2'], stderr=subprocess.PIPE)
print(p.communicate(), p.returncode)
p = subprocess.Popen(['sh', '-c', 'cat >/dev/null'], stdin=subprocess.PIPE)
print(p.communicate(b'ignored'), p.returncode)
p = subprocess.Popen(['true'])
print(p.communicate(), p.wait())

# killed children: negative return codes
p = subprocess.Popen(['sleep', '30'])
p.kill()
print('kill', p.wait(), p.returncode)
p = subprocess.Popen(['sleep', '30'])
p.terminate()
print('terminate', p.wait())
p = subprocess.Popen(['sleep', '30'])
p.send_signal(signal.SIGINT)
print('SIGINT', p.wait())
p.kill()  # already gone: nothing happens
p.send_signal(signal.SIGTERM)
print(subprocess.run(['sh', '-c', 'kill -9 $$']).returncode)

# poll until done
p = subprocess.Popen(['sh', '-c', 'exit 9'])
while p.poll() is None:
    pass
print('poll', p.returncode)

# wait with a timeout
p = subprocess.Popen(['sleep', '30'])
try:
    p.wait(timeout=0.1)
except subprocess.TimeoutExpired as e:
    print(e)
p.kill()
print(p.wait(timeout=5))

# the context manager closes the pipes and waits
with subprocess.Popen(['sh', '-c', 'echo ctx; exit 3'], stdout=subprocess.PIPE) as p:
    print(p.stdout.read())
print(p.returncode, p.stdout.closed)

# stdout to a file object and to a descriptor; stdin from a file
path = '/tmp/fpy_test_1066_%d.txt' % os.getpid()
with open(path, 'w+b') as f:
    subprocess.run(['echo', 'into file'], stdout=f)
    f.seek(0)
    print(f.read())
fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
subprocess.run(['sh', '-c', 'echo by fd; echo err by fd >&2'], stdout=fd, stderr=subprocess.STDOUT)
os.close(fd)
with open(path) as f:
    print(f.read())
with open(path, 'rb') as f:
    print(subprocess.run(['wc', '-l'], stdin=f, capture_output=True).stdout.strip())
os.remove(path)

# a pipe made by os.pipe as stdout
r, w = os.pipe()
subprocess.run(['echo', 'via os.pipe'], stdout=w)
os.close(w)
print(os.read(r, 100))
os.close(r)

# the parent's descriptors do not leak into the child
r, w = os.pipe()
out = subprocess.run(['sh', '-c', 'ls /proc/self/fd'], capture_output=True, text=True).stdout.split()
print(sorted(int(x) for x in out))
os.close(r)
os.close(w)

# a Python child
p = subprocess.Popen([sys.executable, '-c', 'import sys\nfor line in sys.stdin:\n    print(len(line))'],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
print(p.communicate('a\nbb\nccc\n'))
