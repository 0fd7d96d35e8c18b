import java.io.*;
import java.util.*;

public class Main {
    static class Garage {
        private final PriorityQueue<Integer> freeSpots = new PriorityQueue<>();
        private final Map<String, Integer> spotOf = new HashMap<>();

        Garage(int n) { for (int i = 1; i <= n; i++) freeSpots.add(i); }

        String park(String plate) {
            if (spotOf.containsKey(plate)) return "ALREADY PARKED";
            if (freeSpots.isEmpty()) return "FULL";
            int spot = freeSpots.poll();
            spotOf.put(plate, spot);
            return String.valueOf(spot);
        }

        String leave(String plate) {
            Integer spot = spotOf.remove(plate);
            if (spot == null) return "NOT FOUND";
            freeSpots.add(spot);
            return String.valueOf(spot);
        }

        String where(String plate) {
            Integer spot = spotOf.get(plate);
            return spot == null ? "NOT FOUND" : String.valueOf(spot);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        Garage garage = new Garage(n);
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            String cmd = st.nextToken(), plate = st.nextToken();
            out.append(switch (cmd) {
                case "park" -> garage.park(plate);
                case "leave" -> garage.leave(plate);
                default -> garage.where(plate);
            }).append('\n');
        }
        System.out.print(out);
    }
}
