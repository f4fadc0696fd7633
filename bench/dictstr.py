def main():
    d = {}
    for i in range(200000):
        d["key" + str(i)] = i
    total = 0
    for i in range(200000):
        total += d["key" + str(i)]
    print(len(d), total)

main()
