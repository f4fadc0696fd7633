# several threads append, extend and pop on one bytearray: nothing is lost
import threading
N, ROUNDS = 4, 3000
b = bytearray()
popped = [0] * N
def work(k):
    global b
    for i in range(ROUNDS):
        b.append(k)
        b.extend(bytes([k, k]))
        b += bytes([k])
        if i % 2:
            b.pop()
            popped[k] += 1
ts = [threading.Thread(target=work, args=(k,)) for k in range(N)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(len(b), N * ROUNDS * 4 - sum(popped))
print(sum(popped), all(x < N for x in b))
