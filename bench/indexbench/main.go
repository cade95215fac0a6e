// Command indexbench writes a sorted CDXJ index of a given number of
// lines, and looks captures up in one, for bench/captures.sh: the time
// to open an index (every line read once), the time of a lookup, and,
// measured from outside, the peak memory, which must not grow with the
// index. A mode that holds every key in memory, as an index read whole
// would, and one that only reads the lines, are the references.
//
//	indexbench -gen 2000000 -o FILE      write the index
//	indexbench -lookups 20000 FILE       open it, look up captures
//	indexbench -whole -lookups 20000 FILE   the same from the keys held in memory
//	indexbench -read FILE                read its lines, nothing more
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/internal/testkit/cputime"
	"github.com/uridialect/uridialect/internal/tool/lines"
)

// A clock tells the wall and CPU time since it was started: on a shared
// machine the wall clock measures the neighbours too.
type clock struct {
	wall time.Time
	cpu  int64
}

func startClock() clock {
	c, _ := cputime.Nanos()
	return clock{time.Now(), c}
}

func (c clock) String() string {
	cpu, _ := cputime.Nanos()
	return fmt.Sprintf("%.2f s (CPU %.2f s)", time.Since(c.wall).Seconds(), float64(cpu-c.cpu)/1e9)
}

// each is the CPU time per operation since the clock started, in µs.
func (c clock) each(n int) string {
	cpu, _ := cputime.Nanos()
	return fmt.Sprintf("%.1f µs CPU each", float64(cpu-c.cpu)/1e3/float64(n))
}

// Each key has two captures, in 1997 and 2003; keys are paths of hosts,
// a thousand paths a host, so that the lines come sorted as generated.
const (
	capturesPerKey = 2
	pathsPerHost   = 1000
)

func keyURL(k int) string {
	return fmt.Sprintf("http://www.h%07d.example.com/dir/p%04d.html", k/pathsPerHost, k%pathsPerHost)
}

func keyOf(k int) string {
	return fmt.Sprintf("com,example,h%07d)/dir/p%04d.html", k/pathsPerHost, k%pathsPerHost)
}

var years = [capturesPerKey]string{"19970315120000", "20030704080000"}

func main() {
	gen := flag.Int("gen", 0, "write an index of this many lines")
	out := flag.String("o", "", "the file -gen writes")
	n := flag.Int("lookups", 0, "look up this many URLs (one in ten not captured)")
	whole := flag.Bool("whole", false, "with -lookups: hold every key in memory instead")
	read := flag.Bool("read", false, "read the lines of the index, nothing more")
	flag.Parse()
	var err error
	switch {
	case *gen > 0:
		err = write(*gen, *out)
	case *read:
		err = readLines(flag.Arg(0))
	case *n > 0 && *whole:
		err = lookupWhole(flag.Arg(0), *n)
	case *n > 0:
		err = lookup(flag.Arg(0), *n)
	default:
		flag.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "indexbench:", err)
		os.Exit(1)
	}
}

// write writes n lines as pywb's cdxj-indexer writes them.
func write(n int, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	for i := 0; i < n; i++ {
		k, c := i/capturesPerKey, i%capturesPerKey
		fmt.Fprintf(w, `%s %s {"url": "%s", "mime": "text/html", "status": "200", "digest": "%032X", "length": "%d", "offset": "%d", "filename": "crawl-%s-%05d.warc.gz"}`+"\n",
			keyOf(k), years[c], keyURL(k), uint64(i)*2654435761, 1000+i%5000, uint64(i)*3000%1000000000, years[c][:4], i/100000)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}

// targets returns n (URL, time) pairs: nine in ten captured keys, one in
// ten a path no host has; dates between and around the captures.
func targets(lineCount, n int) ([]string, []time.Time) {
	rng := rand.New(rand.NewPCG(1, 2))
	keys := lineCount / capturesPerKey
	urls, dates := make([]string, n), make([]time.Time, n)
	for i := range urls {
		k := rng.IntN(keys)
		urls[i] = keyURL(k)
		if i%10 == 9 {
			urls[i] = strings.Replace(urls[i], ".html", ".gone", 1)
		}
		dates[i] = time.Date(1995+rng.IntN(12), time.Month(1+rng.IntN(12)), 1, 0, 0, 0, 0, time.UTC)
	}
	return urls, dates
}

// countLines counts the lines of the index, for the targets.
func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	lr := lines.NewReader(f, captures.DefaultMaxLine)
	n := 0
	for {
		if _, _, err := lr.Next(); err == io.EOF {
			return n, nil
		} else if err != nil {
			return n, err
		}
		n++
	}
}

func readLines(path string) error {
	start := startClock()
	n, err := countLines(path)
	if err != nil {
		return err
	}
	fmt.Printf("read %d lines in %v\n", n, start)
	return nil
}

func lookup(path string, n int) error {
	start := startClock()
	c := captures.OpenCollection([]string{path}, captures.IndexOptions{})
	defer c.Close()
	if len(c.Failed) > 0 {
		return c.Failed[0]
	}
	ix := c.Indexes[0]
	opened := start.String()
	st := ix.Stats()
	urls, dates := targets(int(st.Lines), n)
	start = startClock()
	captured := 0
	for i := range urls {
		l, err := c.Lookup(urls[i], dates[i])
		if err != nil {
			return err
		}
		if l.Captured() {
			captured++
		}
	}
	fmt.Printf("opened in %s (%v); %d lookups in %v, %s, %d captured\n", opened, st, n, start, start.each(n), captured)
	return nil
}

// lookupWhole is the reference an index read whole would be: every key
// and timestamp held in a sorted slice, searched in memory.
func lookupWhole(path string, n int) error {
	start := startClock()
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var keys []string
	lr := lines.NewReader(f, captures.DefaultMaxLine)
	for {
		line, _, err := lr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		sp := strings.IndexByte(string(line), ' ')
		keys = append(keys, string(line[:sp+15]))
	}
	opened := start.String()
	urls, dates := targets(len(keys), n)
	start = startClock()
	found := 0
	for i := range urls {
		k, err := captures.Key(urls[i])
		if err != nil {
			return err
		}
		target := k + " " + dates[i].Format("20060102150405")
		j := sort.SearchStrings(keys, target)
		if j < len(keys) && strings.HasPrefix(keys[j], k+" ") || j > 0 && strings.HasPrefix(keys[j-1], k+" ") {
			found++
		}
	}
	fmt.Printf("read whole in %s (%d keys held); %d lookups in %v, %s, %d found\n", opened, len(keys), n, start, start.each(n), found)
	return nil
}
