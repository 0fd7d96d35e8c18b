import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        in.readLine();
        HashMap<String, Integer> counts = new HashMap<>();
        for (String w : in.readLine().trim().split(" ")) counts.merge(w, 1, Integer::sum);
        String best = null;
        int most = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() > most || (e.getValue() == most && e.getKey().compareTo(best) < 0)) { best = e.getKey(); most = e.getValue(); }
        }
        System.out.println(best + " " + most);
    }
}
