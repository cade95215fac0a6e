// Package linesort sorts lines as "LC_ALL=C sort" does (by their bytes),
// in bounded memory: lines are kept up to a budget, then sorted and
// spilled to a temporary file, and the files are merged at the end.
package linesort

import (
	"bufio"
	"bytes"
	"container/heap"
	"errors"
	"io"
	"os"
	"slices"
)

// DefaultBudget is the bytes of lines a Sorter keeps in memory before it
// spills them to a temporary file.
const DefaultBudget = 32 << 20

// A Sorter collects lines and writes them sorted. Its zero value is not
// usable: make one with New.
type Sorter struct {
	dir    string
	budget int
	buf    []byte   // the lines kept, end to end
	lines  [][2]int // each line's start and end in buf
	spills []*os.File
	n      int64
}

// New returns a Sorter that keeps up to budget bytes of lines in memory
// (DefaultBudget when budget <= 0) and spills into temporary files in dir
// (os.TempDir() when "").
func New(dir string, budget int) *Sorter {
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &Sorter{dir: dir, budget: budget}
}

// Add adds a line, without its newline (a newline inside it is the
// caller's mistake, and would split it).
func (s *Sorter) Add(line []byte) error {
	if len(s.buf)+len(line) > s.budget && len(s.lines) > 0 {
		if err := s.spill(); err != nil {
			return err
		}
	}
	start := len(s.buf)
	s.buf = append(s.buf, line...)
	s.lines = append(s.lines, [2]int{start, len(s.buf)})
	s.n++
	return nil
}

// Len is the number of lines added.
func (s *Sorter) Len() int64 { return s.n }

// sortKept sorts the lines kept in memory.
func (s *Sorter) sortKept() {
	slices.SortFunc(s.lines, func(a, b [2]int) int {
		return bytes.Compare(s.buf[a[0]:a[1]], s.buf[b[0]:b[1]])
	})
}

// writeKept writes the kept lines, each ended by a newline, and forgets
// them.
func (s *Sorter) writeKept(w *bufio.Writer) error {
	for _, l := range s.lines {
		w.Write(s.buf[l[0]:l[1]])
		w.WriteByte('\n')
	}
	s.buf, s.lines = s.buf[:0], s.lines[:0]
	return w.Flush()
}

func (s *Sorter) spill() error {
	s.sortKept()
	f, err := os.CreateTemp(s.dir, "linesort-*")
	if err != nil {
		return err
	}
	s.spills = append(s.spills, f)
	return s.writeKept(bufio.NewWriterSize(f, 64<<10))
}

// Write writes every line added, sorted, each ended by a newline, and
// removes the temporary files. The Sorter is empty afterwards.
func (s *Sorter) Write(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	defer s.Close()
	if len(s.spills) == 0 {
		s.sortKept()
		return s.writeKept(bw)
	}
	if len(s.lines) > 0 {
		if err := s.spill(); err != nil {
			return err
		}
	}
	m := &merge{}
	for _, f := range s.spills {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return err
		}
		r := bufio.NewReaderSize(f, 64<<10)
		line, err := r.ReadBytes('\n')
		if err == io.EOF && len(line) == 0 {
			continue
		}
		if err != nil && err != io.EOF {
			return err
		}
		m.runs = append(m.runs, run{r, line})
	}
	heap.Init(m)
	for m.Len() > 0 {
		top := &m.runs[0]
		bw.Write(top.line)
		if top.line[len(top.line)-1] != '\n' {
			bw.WriteByte('\n')
		}
		line, err := top.r.ReadBytes('\n')
		switch {
		case err == io.EOF && len(line) == 0:
			heap.Pop(m)
			continue
		case err != nil && err != io.EOF:
			return err
		}
		top.line = line
		heap.Fix(m, 0)
	}
	return bw.Flush()
}

// Close removes the temporary files.
func (s *Sorter) Close() error {
	var errs []error
	for _, f := range s.spills {
		errs = append(errs, f.Close(), os.Remove(f.Name()))
	}
	s.spills, s.buf, s.lines = nil, nil, nil
	return errors.Join(errs...)
}

// A run is a spilled file being merged, and its next line (with its
// newline).
type run struct {
	r    *bufio.Reader
	line []byte
}

// merge is a heap of runs by their next line.
type merge struct{ runs []run }

func (m *merge) Len() int { return len(m.runs) }
func (m *merge) Less(i, j int) bool {
	return bytes.Compare(bytes.TrimSuffix(m.runs[i].line, []byte("\n")), bytes.TrimSuffix(m.runs[j].line, []byte("\n"))) < 0
}
func (m *merge) Swap(i, j int) { m.runs[i], m.runs[j] = m.runs[j], m.runs[i] }
func (m *merge) Push(x any)    { m.runs = append(m.runs, x.(run)) }
func (m *merge) Pop() any {
	x := m.runs[len(m.runs)-1]
	m.runs = m.runs[:len(m.runs)-1]
	return x
}
