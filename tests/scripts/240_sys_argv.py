# sys.argv holds the script path and the command-line arguments.
import sys
print(len(sys.argv))
print(sys.argv[0].endswith("240_sys_argv.py"))
print(sys.argv[1:])
for i, arg in enumerate(sys.argv[1:], 1):
    print(i, arg, arg.isdigit(), len(arg))
nums = [int(a) for a in sys.argv[1:] if a.lstrip("-").isdigit()]
print("numbers:", nums, "sum:", sum(nums))
print(type(sys.argv).__name__, all(isinstance(a, str) for a in sys.argv))
