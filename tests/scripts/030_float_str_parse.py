# float() parsing of strings.
for s in ["1", "1.5", "-1.5", "+2.25", " 3.0 ", "1e5", "1E-5", "1.5e+10", ".25", "7.", "1_0.0_1",
          "0.1", "3.141592653589793238462643383279", "1e-400", "123456789012345678901234567890",
          "-0.0", "inf", "-Inf", "nan", "infinity", "00012.5", "1e0010"]:
    print(repr(s), float(s))
for bad in ["", "abc", "1.2.3", "1e", "e5", "1 0", "--1", "0x10", "1_", "_1"]:
    try:
        float(bad)
        print("accepted", bad)
    except ValueError as e:
        print("ValueError:", e)
