import java.io.*;
import java.util.*;

public class Main {
    static class Settings {
        private final Map<String, TreeMap<Long, String>> history = new HashMap<>();

        void set(String key, String value, long t) { history.computeIfAbsent(key, k -> new TreeMap<>()).put(t, value); }

        String get(String key, long t) {
            TreeMap<Long, String> h = history.get(key);
            Map.Entry<Long, String> e = h == null ? null : h.floorEntry(t);
            return e == null ? "NONE" : e.getValue();
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        Settings settings = new Settings();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String[] p = in.readLine().trim().split(" ");
            if (p[0].equals("set")) settings.set(p[1], p[2], Long.parseLong(p[3]));
            else out.append(settings.get(p[1], Long.parseLong(p[2]))).append('\n');
        }
        System.out.print(out);
    }
}
