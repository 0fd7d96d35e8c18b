import java.io.*;
import java.util.*;

public class Main {
    record Change(boolean typed, int typedLength, String removed) {}

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder doc = new StringBuilder(), out = new StringBuilder();
        Deque<Change> history = new ArrayDeque<>();
        for (int k = 0; k < q; k++) {
            String[] p = in.readLine().trim().split(" ");
            switch (p[0]) {
                case "type" -> { doc.append(p[1]); history.push(new Change(true, p[1].length(), null)); }
                case "delete" -> {
                    int n = (int) Math.min(Long.parseLong(p[1]), doc.length());
                    history.push(new Change(false, 0, doc.substring(doc.length() - n)));
                    doc.setLength(doc.length() - n);
                }
                case "undo" -> {
                    if (history.isEmpty()) break;
                    Change c = history.pop();
                    if (c.typed()) doc.setLength(doc.length() - c.typedLength()); else doc.append(c.removed());
                }
                default -> {
                    int i = Integer.parseInt(p[1]);
                    out.append(i <= doc.length() ? String.valueOf(doc.charAt(i - 1)) : "?").append('\n');
                }
            }
        }
        System.out.print(out);
    }
}
