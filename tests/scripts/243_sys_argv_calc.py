# A tiny command-line calculator driven by sys.argv.
import sys
def main(argv):
    if len(argv) < 2:
        print("usage: calc OP NUM...")
        return
    op = argv[1]
    nums = [int(a) for a in argv[2:]]
    if op == "add":
        print(sum(nums))
    elif op == "mul":
        r = 1
        for n in nums:
            r *= n
        print(r)
    elif op == "max":
        print(max(nums))
    else:
        print("unknown op", op)
    print(" ".join(argv[1:]))
if __name__ == "__main__":
    main(sys.argv)
