import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        long[] stack = new long[q], mins = new long[q];
        int size = 0;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String[] parts = in.readLine().trim().split(" ");
            switch (parts[0]) {
                case "push" -> {
                    long x = Long.parseLong(parts[1]);
                    stack[size] = x;
                    mins[size] = size == 0 ? x : Math.min(x, mins[size - 1]);
                    size++;
                }
                case "pop" -> { if (size == 0) out.append("EMPTY\n"); else size--; }
                case "top" -> out.append(size == 0 ? "EMPTY" : String.valueOf(stack[size - 1])).append('\n');
                default -> out.append(size == 0 ? "EMPTY" : String.valueOf(mins[size - 1])).append('\n');
            }
        }
        System.out.print(out);
    }
}
