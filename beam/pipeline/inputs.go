package pipeline

import (
	"context"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"

	"github.com/uridialect/uridialect/archive"
)

// expandFn expands one input into the files it names, as migrate expands
// its arguments, so that the same arguments give both the same files:
//
//   - a local input (no scheme) with archive.Inputs: a directory stands
//     for every regular file under it (hidden ones left out), a glob for
//     the files it matches, anything else for itself;
//   - an input on another Beam filesystem (gs://, ...) as a glob of that
//     filesystem ("**" crosses folders); when it matches nothing and has
//     no metacharacter it is taken as a folder, whose objects it stands
//     for (object stores have no folders, only name prefixes); the files
//     in the order of their names.
//
// An input that names nothing is passed on as it is, as migrate passes it:
// reading it fails, and the failure is counted with its reason, rather
// than the input being dropped without a word. Each file carries its
// place in the order migrate reads them (the input's place, its own
// among the input's files), by which the merge orders the outputs.
type expandFn struct{}

func (expandFn) ProcessElement(ctx context.Context, input inputFile, emit func(inputFile)) error {
	files, err := expand(ctx, input.Path)
	if err != nil || len(files) == 0 {
		files = []string{input.Path}
	}
	for i, f := range files {
		emit(inputFile{Arg: input.Arg, Index: i, Path: f})
	}
	return nil
}

func expand(ctx context.Context, input string) ([]string, error) {
	if !strings.Contains(input, "://") {
		return archive.Inputs([]string{input})
	}
	fs, err := filesystem.New(ctx, input)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	files, err := fs.List(ctx, input)
	if err == nil && len(files) == 0 && !strings.ContainsAny(input, "*?[") {
		files, err = fs.List(ctx, strings.TrimSuffix(input, "/")+"/**")
	}
	// In the order of their names, whatever order the filesystem lists
	// them in, so that the outputs are the same from run to run.
	slices.Sort(files)
	return files, err
}
