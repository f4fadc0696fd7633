# children started while other threads change os.environ: each child sees
# a whole value of the variable (one some thread set), never a torn one
import os
import subprocess
import threading

os.environ['FPY_SP_VALUE'] = 'v0-0'
stop = threading.Event()
seen = []
errors = []

def changer(t):
    i = 0
    while not stop.is_set():
        os.environ['FPY_SP_VALUE'] = 'v%d-%d' % (t, i)
        os.environ['FPY_SP_OTHER_%d' % t] = 'x' * (i % 50)
        i += 1

def spawner():
    try:
        for _ in range(15):
            out = subprocess.run(['sh', '-c', 'echo "$FPY_SP_VALUE"'], capture_output=True, text=True).stdout
            seen.append(out.strip())
    except Exception as e:
        errors.append(repr(e))

changers = [threading.Thread(target=changer, args=(t,)) for t in range(2)]
spawners = [threading.Thread(target=spawner) for _ in range(3)]
for th in changers + spawners:
    th.start()
for th in spawners:
    th.join()
stop.set()
for th in changers:
    th.join()

def whole(v):
    if not v.startswith('v') or '-' not in v:
        return False
    t, i = v[1:].split('-', 1)
    return t.isdigit() and i.isdigit()

print(errors, len(seen), all(whole(v) for v in seen))
