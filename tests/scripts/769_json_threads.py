# json from several threads at once: each call has its own state
import json
import threading

doc = {"k%d" % i: [i, str(i), {"f": i / 4}] for i in range(200)}
text = json.dumps(doc, sort_keys=True)
results = [None] * 4

def work(i):
    ok = 0
    for _ in range(30):
        if json.dumps(json.loads(text), sort_keys=True) == text:
            ok += 1
        if json.loads(json.dumps(doc, indent=i)) == doc:
            ok += 1
    results[i] = ok

threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(results, len(text))
