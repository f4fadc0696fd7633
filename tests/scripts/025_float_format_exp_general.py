# Exponent, general and percent formats.
vals = [0.0, 1.0, 12345.6789, 0.000012345, -1e100, 1e-100, 123456789.0, 0.1, 1e16, 1.5e-5, 100000.0, 1000000.0]
for v in vals:
    print(f"{v:e}|{v:.2e}|{v:E}|{v:g}|{v:.3g}|{v:G}|{v:12.4e}|")
for v in vals:
    print("%e|%.3e|%g|%.2g|%G" % (v, v, v, v, v))
print(f"{0.5:%}", f"{0.1234:.1%}", f"{1.0:.0%}", f"{-0.25:8.2%}")
print(f"{123:e}", f"{123:g}", f"{1e5:g}", f"{1e6:g}", f"{1e-4:g}", f"{1e-5:g}")
print(f"{3.0:g}", f"{3.5:g}", f"{3.14159:g}", f"{2 ** 60:g}")
print(format(1234.5678, ".6g"), format(1234.5678, ".2g"), format(0.00001, ".3g"))
print("%s %r" % (1e-7, 2.5), str(1e-7), "%.15g" % 0.1, "%.17g" % 0.1)
