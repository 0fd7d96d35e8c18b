import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int k = Integer.parseInt(in.readLine().trim());
        char[] s = in.readLine().trim().toCharArray();
        int[] count = new int[26];
        int distinct = 0, left = 0, best = 0;
        for (int right = 0; right < s.length; right++) {
            if (count[s[right] - 'a']++ == 0) distinct++;
            while (distinct > k) if (--count[s[left++] - 'a'] == 0) distinct--;
            best = Math.max(best, right - left + 1);
        }
        System.out.println(best);
    }
}
