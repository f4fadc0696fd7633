# A tiny stack-based virtual machine with jumps, running a few programs.
def run(program, trace=False):
    stack, pc, out, steps = [], 0, [], 0
    labels = {}
    code = []
    for line in program.strip().split("\n"):
        line = line.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(code)
        else:
            parts = line.split()
            code.append((parts[0], parts[1] if len(parts) > 1 else None))
    vars_ = {}
    while pc < len(code):
        op, arg = code[pc]
        pc += 1
        steps += 1
        if op == "push": stack.append(int(arg))
        elif op == "load": stack.append(vars_[arg])
        elif op == "store": vars_[arg] = stack.pop()
        elif op == "add": b = stack.pop(); stack.append(stack.pop() + b)
        elif op == "sub": b = stack.pop(); stack.append(stack.pop() - b)
        elif op == "mul": b = stack.pop(); stack.append(stack.pop() * b)
        elif op == "mod": b = stack.pop(); stack.append(stack.pop() % b)
        elif op == "dup": stack.append(stack[-1])
        elif op == "jz":
            if stack.pop() == 0:
                pc = labels[arg]
        elif op == "jmp": pc = labels[arg]
        elif op == "print": out.append(stack.pop())
        elif op == "halt": break
        else: raise ValueError("bad op " + op)
        if trace:
            print(f"  {op:<6}{arg or '':<8}{stack}")
    return out, steps
factorial = """
    push 1
    store acc
    push 25
    store n
loop:
    load n
    jz done
    load acc
    load n
    mul
    store acc
    load n
    push 1
    sub
    store n
    jmp loop
done:
    load acc
    print
"""
print(run(factorial))
gcd = """
    push 1071
    store a
    push 462
    store b
top:
    load b
    jz end
    load a
    load b
    mod
    load b
    store a
    store b
    jmp top
end:
    load a
    print
"""
print(run(gcd))
print(run("push 2\npush 3\nadd\ndup\nmul\nprint\nhalt\npush 9\nprint", trace=True))
try:
    run("push 1\nfrobnicate")
except ValueError as e:
    print("ValueError:", e)
