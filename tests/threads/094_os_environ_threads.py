# os.environ written from several threads at once: each thread sets,
# reads back and deletes its own names (putenv/unsetenv underneath, under
# the C module's environment lock); at the end every surviving name holds
# its thread's last value.
import os
import threading

N = 4
ROUNDS = 300
errors = []

def work(k):
    for i in range(ROUNDS):
        name = 'FPY_T094_%d_%d' % (k, i % 7)
        os.environ[name] = 'v%d' % i
        if os.environ[name] != 'v%d' % i:
            errors.append((name, i))
        if i % 3 == 0:
            del os.environ[name]
        os.putenv('FPY_T094_DIRECT_%d' % k, str(i))
        os.unsetenv('FPY_T094_DIRECT_%d' % k)

threads = [threading.Thread(target=work, args=(k,)) for k in range(N)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print('errors', errors)
names = sorted(n for n in os.environ if n.startswith('FPY_T094_'))
print(len(names), names[:3])
expect = {}
for k in range(N):
    for i in range(ROUNDS):
        name = 'FPY_T094_%d_%d' % (k, i % 7)
        if i % 3 == 0:
            expect.pop(name, None)
        else:
            expect[name] = 'v%d' % i
print(sorted(expect) == names, all(os.environ[n] == expect[n] for n in names))
for n in names:
    del os.environ[n]
print(sum(1 for n in os.environ if n.startswith('FPY_T094_')))
