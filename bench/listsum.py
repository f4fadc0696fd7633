def main():
    items = []
    for i in range(1000000):
        items.append(i)
    print(sum(items))

main()
