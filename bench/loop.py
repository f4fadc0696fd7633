def main():
    total = 0
    i = 0
    while i < 10000000:
        total += i
        i += 1
    print(total)

main()
