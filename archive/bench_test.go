package archive

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/internal/testkit/cputime"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// benchRecords is the number of responses in the benchmark's WARC.
const benchRecords = 500

var benchWARC = sync.OnceValues(func() (map[string][]byte, error) {
	var plain, gz bytes.Buffer
	for i := 0; i < benchRecords; i++ {
		page := strings.Repeat(fmt.Sprintf("<p><a href=\"page%d.html\">link %d</a> some text of the page</p>\n", i, i), 150)
		b, err := warcgen.Bytes(warcgen.Spec{Type: gowarc.Response, URI: fmt.Sprintf("http://www.example.edu/%d.html", i),
			Date: "2006-03-01T12:00:00Z", ID: warcgen.ID("bench", i), ContentType: "application/http;msgtype=response",
			Block: strings.NewReader("HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n" + page)})
		if err != nil {
			return nil, err
		}
		plain.Write(b)
		gz.Write(warcgen.Gzip(b))
	}
	return map[string][]byte{"warc": plain.Bytes(), "warc.gz": gz.Bytes()}, nil
})

// BenchmarkRead reads the same WARC (500 responses of 10 KB, plain and
// one gzip member a record) through this layer and through gowarc alone,
// each reading every record's payload to the end. MB/s counts the
// uncompressed WARC's bytes in both cases.
func BenchmarkRead(b *testing.B) {
	files, err := benchWARC()
	if err != nil {
		b.Fatal(err)
	}
	for _, kind := range []string{"warc", "warc.gz"} {
		data, size := files[kind], int64(len(files["warc"]))
		b.Run(kind+"/gowarc", func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			cpu := cpuTime()
			for b.Loop() {
				wf, err := gowarc.NewWarcFileReaderFromStream(bytes.NewReader(data), 0)
				if err != nil {
					b.Fatal(err)
				}
				n := 0
				for {
					rec, err := wf.Next()
					if err == io.EOF {
						break
					}
					if err != nil {
						b.Fatal(err)
					}
					p, err := rec.WarcRecord.Block().(gowarc.PayloadBlock).PayloadBytes()
					if err != nil {
						b.Fatal(err)
					}
					_, _ = io.Copy(io.Discard, p)
					_ = rec.Close()
					n++
				}
				if n != benchRecords {
					b.Fatalf("%d records", n)
				}
			}
			reportRates(b, cpu)
		})
		b.Run(kind+"/archive", func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			cpu := cpuTime()
			for b.Loop() {
				r := NewReader(bytes.NewReader(data), "bench")
				n := 0
				for {
					rec, err := r.Next()
					if err == io.EOF {
						break
					}
					if err != nil {
						b.Fatal(err)
					}
					p, err := rec.Payload()
					if err != nil {
						b.Fatal(err)
					}
					_, _ = io.Copy(io.Discard, p)
					n++
				}
				if n != benchRecords {
					b.Fatalf("%d records", n)
				}
			}
			reportRates(b, cpu)
		})
	}
}

// cpuTime returns the process's CPU time so far (zero where the system
// does not tell it): on a shared machine the wall clock measures the
// neighbours too; CPU time measures the work.
func cpuTime() time.Duration {
	n, _ := cputime.Nanos()
	return time.Duration(n)
}

// reportRates adds records/s (wall clock), and CPU time per operation
// and records per CPU second, measured since start.
func reportRates(b *testing.B, start time.Duration) {
	cpu := cpuTime() - start
	b.ReportMetric(float64(benchRecords*b.N)/b.Elapsed().Seconds(), "records/s")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(benchRecords*b.N)/cpu.Seconds(), "records/cpu-s")
}

// BenchmarkFoldedHeader parses HTTP headers of 10,000 and 100,000 folded
// continuation lines: time per line must stay the same (linear work),
// where appending each line to a string made it grow with the header.
func BenchmarkFoldedHeader(b *testing.B) {
	for _, lines := range []int{10000, 100000} {
		head := []byte("HTTP/1.0 200 OK\r\nX-Folded: a\r\n" + strings.Repeat(" continued\r\n", lines) + "\r\n")
		b.Run(fmt.Sprintf("lines=%d", lines), func(b *testing.B) {
			b.SetBytes(int64(len(head)))
			for i := 0; i < b.N; i++ {
				parseHTTPHeader(head, true)
			}
		})
	}
}
