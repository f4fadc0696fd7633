# sys.float_info, sys.int_info: struct sequences with CPython's fields.
import sys

f = sys.float_info
print(f)
print(f.max, f.min, f.epsilon, f.dig, f.mant_dig, f.radix, f.rounds)
print(f.max_exp, f.min_exp, f.max_10_exp, f.min_10_exp, len(f), f[0] == f.max, f[-1])
print(1.0 + f.epsilon > 1.0, 1.0 + f.epsilon / 2 == 1.0, f.max * 2, f.min / 2 > 0)
print(type(f).__name__, isinstance(f, tuple))
i = sys.int_info
print(i.default_max_str_digits, i.str_digits_check_threshold, len(i))
print(type(i.bits_per_digit).__name__, type(i.sizeof_digit).__name__)
print(sys.get_int_max_str_digits())
fl = sys.flags
print(fl.debug, fl.inspect, fl.interactive, fl.optimize, fl.verbose, fl.quiet, fl.isolated)
print(fl.dev_mode, fl.safe_path, fl.int_max_str_digits, fl.bytes_warning, len(fl), type(fl).__name__)
try:
    fl.debug = 1
except AttributeError as e:
    print(type(e).__name__)
