"""A chain of N small functions, each calling the next twice under a strong
always_inline: inlining all of it would make 2^(N-1) copies of the last."""
import sys

n = int(sys.argv[1])
print(f"vir.func private @f{n - 1}(%x: i32) -> i32 {{")
print("  %c1 = vir.constant 1 : i32")
print("  %y = vir.add %x, %c1 : i32")
print("  vir.return %y : i32")
print("}")
for i in reversed(range(n - 1)):
    visibility = "" if i == 0 else "private "
    print(f"vir.func {visibility}@f{i}(%x: i32) -> i32 {{")
    for j in range(2):
        arg = "%x" if j == 0 else "%a0"
        print(f"  %a{j} = vir.call @f{i + 1}({arg}) "
              "{vir.traits = [#vir.req<always_inline, strong>]} : (i32) -> i32")
    print("  vir.return %a1 : i32")
    print("}")
