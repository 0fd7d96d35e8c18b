import java.io.*;

public class Main {
    static boolean balanced(String s) {
        char[] stack = new char[s.length()];
        int top = 0;
        for (char c : s.toCharArray()) {
            if (c == '(' || c == '[' || c == '{') { stack[top++] = c; continue; }
            char open = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (top == 0 || stack[--top] != open) return false;
        }
        return top == 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(balanced(in.readLine().trim()) ? "YES\n" : "NO\n");
        System.out.print(out);
    }
}
