module github.com/uridialect/uridialect

go 1.26.0

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/google/uuid v1.6.0
	github.com/hashicorp/go-multierror v1.1.1
	github.com/klauspost/compress v1.18.0
	github.com/nlnwa/gowarc/v3 v3.1.0
	github.com/parquet-go/parquet-go v0.32.0
	github.com/stretchr/testify v1.12.1
	github.com/vbauerster/cupwriter v0.0.5
	github.com/vbauerster/mpb/v8 v8.16.2
	github.com/wlynxg/chardet v1.0.5
	golang.org/x/net v0.62.0
	golang.org/x/text v0.44.0
)

require (
	github.com/VividCortex/ewma v1.2.0 // indirect
	github.com/acarl005/stripansi v0.0.0-20180116102854-5a71ef0e047d // indirect
	github.com/bits-and-blooms/bitset v1.24.0 // indirect
	github.com/clipperhouse/uax29/v2 v2.7.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/mattn/go-runewidth v0.0.30 // indirect
	github.com/nlnwa/whatwg-url v0.6.2 // indirect
	github.com/parquet-go/bitpack v1.0.0 // indirect
	github.com/parquet-go/jsonlite v1.0.0 // indirect
	github.com/pierrec/lz4/v4 v4.1.21 // indirect
	github.com/twpayne/go-geom v1.6.1 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/sys v0.49.0 // indirect
	google.golang.org/protobuf v1.34.2 // indirect
)
