import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        int[] from = new int[m], to = new int[m];
        int[] outDeg = new int[n + 2], inDeg = new int[n + 2];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            from[i] = Integer.parseInt(st.nextToken());
            to[i] = Integer.parseInt(st.nextToken());
            outDeg[from[i]]++;
            inDeg[to[i]]++;
        }
        // Adjacency in compressed arrays: start[x] .. start[x + 1].
        int[] outStart = new int[n + 2], inStart = new int[n + 2], out = new int[m], inc = new int[m];
        for (int x = 1; x <= n + 1; x++) { outStart[x] = outStart[x - 1] + outDeg[x - 1]; inStart[x] = inStart[x - 1] + inDeg[x - 1]; }
        int[] outPos = outStart.clone(), inPos = inStart.clone();
        for (int i = 0; i < m; i++) { out[outPos[from[i]]++] = to[i]; inc[inPos[to[i]]++] = from[i]; }
        boolean[] seen = new boolean[n + 1];
        int[] order = new int[n], stackNode = new int[n + 1], stackEdge = new int[n + 1];
        int orderLen = 0;
        for (int s = 1; s <= n; s++) {
            if (seen[s]) continue;
            seen[s] = true;
            int top = 0;
            stackNode[top] = s;
            stackEdge[top++] = outStart[s];
            while (top > 0) {
                int x = stackNode[top - 1];
                if (stackEdge[top - 1] < outStart[x + 1]) {
                    int y = out[stackEdge[top - 1]++];
                    if (!seen[y]) { seen[y] = true; stackNode[top] = y; stackEdge[top++] = outStart[y]; }
                } else {
                    order[orderLen++] = x;
                    top--;
                }
            }
        }
        int[] comp = new int[n + 1], stack = new int[n + 1];
        int count = 0;
        for (int k = n - 1; k >= 0; k--) {
            int s = order[k];
            if (comp[s] != 0) continue;
            comp[s] = ++count;
            int top = 0;
            stack[top++] = s;
            while (top > 0) {
                int x = stack[--top];
                for (int e = inStart[x]; e < inStart[x + 1]; e++) if (comp[inc[e]] == 0) { comp[inc[e]] = count; stack[top++] = inc[e]; }
            }
        }
        System.out.println(count);
    }
}
