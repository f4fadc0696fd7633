# subprocess: pass_fds, close_fds, start_new_session, SIGKILL return codes,
# cwd and env errors.
import subprocess, sys, os, signal, tempfile

r, w = os.pipe()
p = subprocess.Popen([sys.executable, '-c', 'import os, sys; os.write(int(sys.argv[1]), b"through fd")', str(w)],
                     pass_fds=(w,))
p.wait()
os.close(w)
print(p.returncode, os.read(r, 100))
os.close(r)

r, w = os.pipe()
p = subprocess.run([sys.executable, '-c', 'import os, sys\ntry:\n    os.write(int(sys.argv[1]), b"x")\n    print("open")\nexcept OSError as e:\n    print("closed", e.errno)', str(w)],
                   capture_output=True, text=True)
print(p.stdout.strip())
os.close(r); os.close(w)

r = subprocess.run([sys.executable, '-c', 'import os; print(os.getsid(0) == os.getpid(), os.getpgrp() == os.getpid())'],
                   capture_output=True, text=True, start_new_session=True)
print('new session', r.stdout.strip())
r = subprocess.run([sys.executable, '-c', 'import os; print(os.getsid(0) == os.getpid())'],
                   capture_output=True, text=True)
print('same session', r.stdout.strip())

p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(30)'])
p.kill()
print('killed', p.wait(), p.returncode == -signal.SIGKILL)
p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(30)'])
p.send_signal(signal.SIGTERM)
print('terminated', p.wait())
p = subprocess.Popen([sys.executable, '-c', 'import os, signal; os.kill(os.getpid(), signal.SIGKILL)'])
print('self kill', p.wait())
try:
    subprocess.run([sys.executable, '-c', 'import os, signal; os.kill(os.getpid(), signal.SIGKILL)'], check=True)
except subprocess.CalledProcessError as e:
    print(str(e).replace(sys.executable, 'PY'))
p = subprocess.Popen([sys.executable, '-c', 'import sys; sys.exit(3)'])
print(p.poll() in (None, 3), p.wait(), p.poll())
p.kill()
print('kill after exit ok')

with tempfile.TemporaryDirectory() as d:
    r = subprocess.run([sys.executable, '-c', 'import os; print(os.listdir("."))'], cwd=d, capture_output=True, text=True)
    print(r.stdout.strip())
    try:
        subprocess.run([sys.executable, '-c', 'pass'], cwd=os.path.join(d, 'nope'))
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno, e.filename == os.path.join(d, 'nope'))
r = subprocess.run([sys.executable, '-c', 'import os; print(os.environ.get("ONLY"), "PATH" in os.environ)'],
                   env={'ONLY': 'this'}, capture_output=True, text=True)
print(r.stdout.strip())
try:
    subprocess.run(['/nonexistent/binary'])
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno, e.filename)
try:
    subprocess.run([sys.executable, '-c', 'pass'], env={'A\0B': '1'})
except ValueError as e:
    print('ValueError', e)
try:
    subprocess.Popen([sys.executable, '-c', 'pass'], pass_fds=(-5,)).wait()
except ValueError as e:
    print('ValueError', e)
