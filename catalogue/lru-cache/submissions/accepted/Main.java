import java.io.*;
import java.util.*;

public class Main {
    /** LinkedHashMap in access order evicts its eldest entry when asked to. */
    static class LruCache extends LinkedHashMap<Long, Long> {
        private final int capacity;

        LruCache(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Long> eldest) {
            return size() > capacity;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int c = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        LruCache cache = new LruCache(c);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            String cmd = st.nextToken();
            long k = Long.parseLong(st.nextToken());
            if (cmd.equals("get")) {
                Long v = cache.get(k);
                out.append(v == null ? -1 : v).append('\n');
            } else {
                cache.put(k, Long.parseLong(st.nextToken()));
            }
        }
        System.out.print(out);
    }
}
