# The script runs as __main__.
def main():
    print("main() called")
    return 0
print("__name__ is", __name__)
if __name__ == "__main__":
    result = main()
    print("result", result)
else:
    print("imported, not run")
print(__name__ == "__main__", type(__name__).__name__)
